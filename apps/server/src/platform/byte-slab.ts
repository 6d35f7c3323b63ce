/**
 * Short-lived buffers carved from shared slabs, as Node's own pool does for buffers under 4 kB, for answers
 * of a few kilobytes sent once and dropped: one allocation per slab instead of one per answer. Each search
 * answer of 12 kB was its own ArrayBuffer, allocated and freed about 9,000 times a second under the bench's
 * search mix: about 2% of the server's CPU in allocation alone (docs/decisions/007).
 *
 * A view keeps its whole slab alive until the view is collected, so slabs stay small (a stalled reader pins
 * at most `slabBytes`) and buffers larger than a quarter of a slab get their own. The bytes are not zeroed:
 * the caller writes every byte of what it takes.
 */
export function createByteSlab(slabBytes: number): (length: number) => Buffer {
  let slab = Buffer.allocUnsafeSlow(slabBytes);
  let used = 0;
  return (length) => {
    if (length > slabBytes / 4) return Buffer.allocUnsafe(length);
    if (used + length > slabBytes) {
      slab = Buffer.allocUnsafeSlow(slabBytes);
      used = 0;
    }
    const out = slab.subarray(used, used + length);
    // The next view starts 8-byte aligned, as Node's pool aligns its views.
    used = (used + length + 7) & ~7;
    return out;
  };
}
