/** Copies a link for a player to send; where the browser refuses, the link is given to copy by hand. */
export async function copyLink(url: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(url);
    return 'Link copied.';
  } catch {
    return `Copy this link: ${url}`;
  }
}
