/**
 * Starts the rule and glossary previews on first need: the previews module
 * (src/scripts/previews.ts) loads when a preview link is first hovered,
 * focused or tapped, and that first event then opens its preview as if the
 * module had been there all along. Pages that are never hovered never load it.
 */
export const previewLinks = 'a.rule-ref[href], a.glossary-term[href]';

const triggers = ['pointerover', 'focusin', 'click'] as const;

export function initPreviewsOnDemand() {
  let loading: Promise<unknown> | undefined;
  let latest: Event | undefined;
  const trigger = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.(previewLinks);
    const touch = (event as PointerEvent).pointerType === 'touch';
    // A mouse click follows the link and a touch hover means nothing; a tap opens the preview.
    if (!link || (event.type === 'click') !== touch) return;
    if (touch) event.preventDefault();
    latest = event;
    loading ??= import('./previews.ts').then(({ initPreviews }) => {
      for (const type of triggers) document.removeEventListener(type, trigger);
      initPreviews(latest);
    });
  };
  for (const type of triggers) document.addEventListener(type, trigger);
}
