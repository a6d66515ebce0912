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
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=128'];
