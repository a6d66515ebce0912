// Every API resource the server mounts under /api, in one list that app.ts mounts and the OpenAPI
// document is built from; a test checks that every mounted route is documented.
export { type ApiResource, IdParams, planCollectionResource, rowJson } from './plan-collection';
export { ECHOED_FIELDS, restMoney, restShapes } from './rest-shapes';
