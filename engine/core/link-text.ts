/**
 * Text carried in a link: UTF-8 as base64url without padding, so saved
 * armies and games survive chat apps and address bars unchanged.
 */

/** Text as a link-safe string (base64url of its UTF-8, no padding). */
export function encodeLinkText(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

/** The text a link-safe string holds, or undefined when it is not base64url of valid UTF-8. */
export function decodeLinkText(link: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(link)) return undefined;
  try {
    const binary = atob(link.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
