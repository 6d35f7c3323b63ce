/**
 * The snapshot screens as one lazy chunk (issue 22): a listing's page with its tabs and loading, and the agency's
 * snapshot manager.
 */
export { SnapshotManagerPage } from './snapshot-manager-page';
export { SnapshotPage } from './snapshot-page';
