// The flags of the server's node, the same under `npm start`, the browser tests' server and the benchmarks.
//
// The JavaScript heap is capped (docs/decisions/024). Uncapped, V8 lets a busy heap grow long before it collects: a
// server at rest holds about 220 MB, and a first CRM sync of 50,000 contacts took it past 300 MB. With the cap it
// peaks near 250 MB, and the largest CSV import the limits allow (20 MB) stays under 350 MB. A deployment whose
// work needs more raises it with SERVER_MAX_HEAP_MB.
const DEFAULT_MAX_HEAP_MB = 384;

export function serverNodeArgs(env = process.env) {
  const raw = env.SERVER_MAX_HEAP_MB;
  const mb = raw === undefined || raw === '' ? DEFAULT_MAX_HEAP_MB : Number(raw);
  if (!Number.isInteger(mb) || mb < 128) {
    throw new Error(`SERVER_MAX_HEAP_MB must be a whole number of MiB, at least 128 (it is "${raw}")`);
  }
  return [`--max-old-space-size=${mb}`];
}
