import type { actionEndpoint, ResourceEndpointsInput } from '@atrium/contracts/resource-endpoints';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../tenancy/actor';

/**
 * Who owns the rows of a resource group (ARCHITECTURE section 4):
 * - platform: the marketplace's own content (agencyId null), written by the super admin
 * - agency: an agency's rows; locations see their agency's rows (all, or their own location's)
 * - shared: platform rows plus the actor's agency rows (locations see platform content plus their agency's);
 *   with `partners`, partners' teams own rows too (see ResourceDefinition.partners)
 */
export type ResourceScope = 'platform' | 'agency' | 'shared';

/** The columns every resource table has; the optional ones switch on the matching endpoints. */
export interface ResourceColumns {
  _id: AnyPgColumn;
  agencyId: AnyPgColumn;
  /** The owning partner, on groups declared with `partners` (null for platform and agency rows). */
  partnerId?: AnyPgColumn;
  locationId?: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  hidden?: AnyPgColumn;
  visibility?: AnyPgColumn;
  taskStatus?: AnyPgColumn;
  completed?: AnyPgColumn;
  completedAt?: AnyPgColumn;
}

export type ResourceTable = PgTable & ResourceColumns;

type TActionEndpoint = ReturnType<typeof actionEndpoint<string, string, z.ZodType>>;

export interface ResourceContext {
  db: Db;
  actor: Actor;
}

/** A named state change on one row, such as publish: `POST /x/:id/<name>`. */
export interface ResourceAction<Row> {
  /** Its endpoint in the contracts, built by `actionEndpoint` from the group (`podcastEndpoints.publish`). */
  endpoint: TActionEndpoint;
  /** The values to set; throw an AppError to refuse. */
  apply: (row: Row, ctx: ResourceContext) => Record<string, unknown>;
  /** Runs after the change, with the updated item (e.g. to notify browsers). */
  after?: (item: Record<string, unknown>, ctx: ResourceContext) => void | Promise<void>;
}

export interface ResourceParent {
  /** The column value naming the parent, e.g. 'categoryId'. */
  field: string;
  /** The parent group; a function, so that a group can be its own parent (sub-categories). */
  of: () => ResourceDefinition;
  /** What to choose instead, shown beside the field: 'Choose one of your categories'. */
  hint: string;
}

export interface ResourceDefinition<
  Table extends ResourceTable = ResourceTable,
  Item extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  Filter extends z.ZodObject = z.ZodObject,
> {
  /**
   * The group's declaration in the contracts (`podcastGroup`, `faqGroup`, ...): its route base, OpenAPI tag,
   * singular label for messages ('Podcast' -> 'Podcast not found') and schemas. The endpoints are built from it
   * (resource-routes.ts) as the contracts build the ones the web calls.
   */
  group: ResourceEndpointsInput<string, Item, Create, Update, Filter>;
  table: Table;
  scope: ResourceScope;
  access: {
    /** May the actor list and get at all? (rows are still scoped) */
    read: (actor: Actor) => boolean;
    /** May the actor create, update, delete and run actions? (rows are still scoped) */
    write: (actor: Actor) => boolean;
  };
  /**
   * Lists by this integer column, smallest first (then by id), instead of newest first: `position` for groups the
   * owner orders by hand. Its cursors are opaque keyset cursors rather than the last id.
   */
  listOrder?: { field: string };
  /** Extra read conditions per actor, e.g. only published rows for the public. */
  readFilter?: (actor: Actor) => SQL | undefined;
  /** Conditions from the filter query (besides limit and cursor). */
  filters?: (query: z.infer<Filter>) => (SQL | undefined)[];
  toItem: (row: Table['$inferSelect']) => z.infer<Item>;
  /** Turns validated input into column values (sanitising, defaults). */
  prepare?: (input: Record<string, unknown>, ctx: ResourceContext) => Record<string, unknown>;
  visibilityValues?: readonly [string, ...string[]];
  taskStatusValues?: readonly [string, ...string[]];
  actions?: ResourceAction<Table['$inferSelect']>[];
  /** Runs after every successful create, update, delete and action (e.g. to drop a cache). */
  onChange?: () => void;
  /**
   * Checks that need the database before a create or an update is written (e.g. that a referenced row is one
   * the actor may use); throws an AppError to refuse. Receives the prepared column values, and on an update
   * the stored row (`ctx.current`), so a rule over several fields can check the row as it will be.
   */
  validate?: (values: Record<string, unknown>, ctx: ResourceContext & { current?: Record<string, unknown> }) => Promise<void>;
  /**
   * Runs before a row the actor may delete is deleted, with that row: to keep what hangs on it (move a folder's
   * children up to its parent) rather than lose it to a cascade; throws an AppError to refuse the delete.
   */
  beforeDelete?: (row: Table['$inferSelect'], ctx: ResourceContext) => Promise<void>;
  /**
   * Columns that name a parent row (an item's category, a step's list). A create or update that sets one must name
   * a parent the writer may change and that has the owner the written row has (platform into platform, an agency's
   * into its own, a partner's into its own), else a 404 for the parent: reading a parent is not owning it.
   */
  parents?: ResourceParent[];
  /**
   * Shared content an agency may hide from chosen locations (`GET|PUT /x/:id/visibility` with
   * `{ hiddenFrom }`); `key` names the group in content_location_hides. Not with `visibilityValues`.
   */
  locationHides?: { key: string };
  /**
   * Items people work through (watch, complete): each person's progress per item and location, with
   * `GET /x/progress` and `PUT /x/:id/complete | task-status | progress` (content-progress.ts); `key` names the
   * group in content_progress. Not with the `completed` / `taskStatus` row columns.
   */
  progress?: { key: string };
  /**
   * Shared content that partners own too (decision 013): a third owner beside the platform and agencies, in
   * the table's `partnerId`. A partner's team (app creators) reads the platform's rows and their partners' and
   * writes their partners'; agencies and their locations never see partner rows. `memberOf(userId)` is the
   * subquery of the partners a user belongs to; `defaultPartner` the one that owns what they create (null: none).
   */
  partners?: {
    memberOf: (userId: string) => SQL;
    defaultPartner: (db: Db, userId: string) => Promise<string | null>;
  };
}

/**
 * Declares a resource with every type inferred from its table and contracts, then erases them:
 * the builder works on any resource the same way.
 */
export function defineResource<
  Table extends ResourceTable,
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Filter extends z.ZodObject,
>(def: ResourceDefinition<Table, Item, Create, Update, Filter>): ResourceDefinition {
  return def as unknown as ResourceDefinition;
}
