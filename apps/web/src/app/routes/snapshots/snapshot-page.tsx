export function SnapshotPage() {
  return null;
}
