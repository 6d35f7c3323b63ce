export function SnapshotManagerPage() {
  return null;
}
