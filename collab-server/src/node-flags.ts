// The Node.js flags the server runs with: `npm start`, each instance of `npm run start:cluster`,
// and the benchmark's server. package.json's start script spells them out (a unit test keeps it
// in step with this list).
//
// A larger young generation. Every edit allocates short-lived objects (the message, the decoded
// update, the projection's rows) in a process that holds every open plan's document, and V8's
// default 16 MB semi-space filled several times a second: each scavenge then copied the survivors
// and walked the old plans' pointers into the young generation, 11–14 ms of pause each time,
// which was most of P1's tail. With 128 MB it runs a few times less often; measured under the P1
// load (1,500 sockets, 500 plans, one server): p95 5.2 → 1.6 ms, p99 13.0 → 9.8 ms, server CPU
// 50 → 36 % of a core. The space is committed only as the allocation rate needs it, so a quiet
// server stays small.
//
// No allocation-site pretenuring. While a server starts and loads its plans, nearly everything it
// allocates lives on (documents, the rows they are read from, the announcements queued meanwhile),
// and V8 then decides to allocate at those sites straight in the old generation from then on. In
// steady editing the same sites make short-lived objects (a log row read by the sweep, a lease
// try's result row, a bus message): in the old generation they are garbage that only a major
// collection frees, and under P9's load a major collection of a ~1 GB heap is a second of marking
// on the sync thread. A heap profile of the objects each instance kept past the young generation
// (45 s of P9's load): 51 → 34 MB on the instance that relays, the database's row objects gone
// from it; old-generation growth 0.9 → 0.7 MB/s and 1.7 → 1.1 MB/s on the instance that projects,
// so major collections come about a third less often. Loading (P4) did not get slower.
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=128',
  '--no-allocation-site-pretenuring',
];
