/** The last non-empty path segment of a URL ("/share/abc/" -> "abc"). */
function lastSegment(url: URL): string | undefined {
  return url.pathname.split('/').filter(Boolean).pop();
}

function parse(address: string): URL | null {
  // People paste "youtu.be/ID" without a scheme; read it as https so it still converts.
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(address) ? address : `https://${address}`;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

const isHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Turns a help video address into something an iframe can play (SPEC 5):
 * - YouTube watch, short (youtu.be) or shorts link -> youtube.com/embed/ID, ID from `v` if present, else the last path segment;
 * - Vimeo link -> player.vimeo.com/video/ID from the last path segment;
 * - Loom share link -> loom.com/embed/ID from the last path segment;
 * - anything else, malformed addresses included, is returned as given.
 */
export function toEmbedUrl(address: string): string {
  const url = parse(address.trim());
  if (!url) return address;
  const host = url.hostname.toLowerCase();

  if (isHost(host, 'youtube.com') || isHost(host, 'youtu.be')) {
    const id = url.searchParams.get('v') || lastSegment(url);
    return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}` : address;
  }
  if (isHost(host, 'vimeo.com')) {
    const id = lastSegment(url);
    return id ? `https://player.vimeo.com/video/${encodeURIComponent(id)}` : address;
  }
  if (isHost(host, 'loom.com')) {
    const id = lastSegment(url);
    return id ? `https://www.loom.com/embed/${encodeURIComponent(id)}` : address;
  }
  return address;
}
