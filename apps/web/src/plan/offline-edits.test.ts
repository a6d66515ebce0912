import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  LIVE_EDITS_WATCHED,
  type OfflineEdit,
  OfflineEditWatch,
  replacedEditsMessage,
} from './offline-edits';

const SERVER = Symbol('server');

/** A plan with one guest, as both people's copies hold it before one goes offline. */
function twoCopies(offlineClientId: number, onlineClientId: number) {
  const offline = new Y.Doc();
  offline.clientID = offlineClientId;
  const online = new Y.Doc();
  online.clientID = onlineClientId;
  const seed = new Y.Doc();
  const guest = new Y.Map<unknown>();
  seed.getMap('guests').set('ada', guest);
  guest.set('name', 'Ada Lovelace');
  guest.set('rsvpStatus', 'Accepted');
  guest.set('tag', 'Family');
  seed.getMap('weddingInfo').set('location', 'Lisbon');
  for (const doc of [offline, online]) Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
  const watch = new OfflineEditWatch(offline);
  offline.on('afterTransaction', (tr: Y.Transaction) => {
    if (tr.origin === SERVER) watch.checkRemote(tr);
    else watch.recordLocal(tr);
  });
  const guestOf = (doc: Y.Doc) => doc.getMap('guests').get('ada') as Y.Map<unknown>;
  /** The offline copy reconnects: the server's state (the online person's edits) comes in. */
  const reconnect = () => Y.applyUpdate(offline, Y.encodeStateAsUpdate(online), SERVER);
  return { offline, online, watch, guestOf, reconnect };
}

describe('OfflineEditWatch', () => {
  it('tells the person offline when the other edit of the same field was kept, with both values', () => {
    // Whichever client id Yjs prefers, the test covers the case where the offline edit lost.
    for (const [a, b] of [
      [1, 2],
      [2, 1],
    ]) {
      const { offline, online, watch, guestOf, reconnect } = twoCopies(a!, b!);
      guestOf(offline).set('rsvpStatus', 'Pending');
      offline.getMap('weddingInfo').set('location', 'Porto');
      guestOf(online).set('rsvpStatus', 'Declined');
      guestOf(online).set('tag', 'Work');
      reconnect();
      const kept = guestOf(offline).get('rsvpStatus');
      const replaced = watch.takeReplaced();
      if (kept === 'Declined') {
        expect(replaced).toEqual([
          { what: 'Ada Lovelace', field: 'RSVP', mine: 'Pending', theirs: 'Declined' },
        ]);
        expect(replacedEditsMessage(replaced)).toBe(
          'While you were offline, someone else also changed the RSVP of Ada Lovelace to “Declined”; yours was “Pending”. Theirs is kept: change it again if yours should stand.',
        );
      } else {
        // The offline edit won: nothing of theirs replaced it here (the tag was not edited offline).
        expect(kept).toBe('Pending');
        expect(replaced).toEqual([]);
      }
      expect(offline.getMap('weddingInfo').get('location')).toBe('Porto');
    }
  });

  it('remembers what was set offline across a reload, through its store', () => {
    for (const [a, b] of [
      [1, 2],
      [2, 1],
    ]) {
      const { offline, online, watch, guestOf } = twoCopies(a!, b!);
      let stored: OfflineEdit[] = [];
      const store = { load: () => stored, save: (edits: OfflineEdit[]) => (stored = edits) };
      // The first tab records through the store, then closes before it reconnects.
      const first = new OfflineEditWatch(offline, store);
      offline.on('afterTransaction', (tr: Y.Transaction) => {
        if (tr.origin !== SERVER) first.recordLocal(tr);
      });
      guestOf(offline).set('rsvpStatus', 'Pending');
      expect(stored).toEqual([
        { path: ['guests', 'ada'], key: 'rsvpStatus', value: 'Pending', what: 'Ada Lovelace', field: 'RSVP' },
      ]);
      watch.takeReplaced();
      // The next tab opens the same copy and reconnects.
      const next = new OfflineEditWatch(offline, store);
      offline.on('afterTransaction', (tr: Y.Transaction) => {
        if (tr.origin === SERVER) next.checkRemote(tr);
      });
      guestOf(online).set('rsvpStatus', 'Declined');
      Y.applyUpdate(offline, Y.encodeStateAsUpdate(online), SERVER);
      const replaced = next.takeReplaced();
      if (guestOf(offline).get('rsvpStatus') === 'Declined') {
        expect(replaced).toEqual([
          { what: 'Ada Lovelace', field: 'RSVP', mine: 'Pending', theirs: 'Declined' },
        ]);
      } else expect(replaced).toEqual([]);
      expect(stored).toEqual([]);
    }
  });

  it('says nothing when both chose the same value, or the fields differ', () => {
    const { offline, online, watch, guestOf, reconnect } = twoCopies(1, 2);
    guestOf(offline).set('rsvpStatus', 'Declined');
    guestOf(online).set('rsvpStatus', 'Declined');
    guestOf(online).set('tag', 'Work');
    reconnect();
    expect(watch.takeReplaced()).toEqual([]);
  });

  it('names the wedding details and lists several fields in one sentence', () => {
    const loser = [1, 2].map((id) => {
      const copies = twoCopies(id, 3 - id);
      copies.offline.getMap('weddingInfo').set('location', 'Porto');
      copies.guestOf(copies.offline).set('rsvpStatus', 'Pending');
      copies.online.getMap('weddingInfo').set('location', 'Faro');
      copies.guestOf(copies.online).set('rsvpStatus', 'Declined');
      copies.reconnect();
      return copies.watch.takeReplaced();
    });
    const replaced = loser.find((r) => r.length > 0)!;
    expect(replaced).toHaveLength(2);
    expect(replaced).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ what: 'Ada Lovelace', field: 'RSVP' }),
        { what: 'your wedding details', field: 'location', mine: 'Porto', theirs: 'Faro' },
      ]),
    );
    expect(replacedEditsMessage(replaced)).toMatch(
      /^While you were offline, someone else also changed the (RSVP of Ada Lovelace|location of your wedding details) and the (RSVP of Ada Lovelace|location of your wedding details)\. Theirs are kept/,
    );
  });

  describe('for the person who stayed online', () => {
    /** Both copies, the online one watched as the planner watches it while connected. */
    function watchedOnline(offlineClientId: number, onlineClientId: number) {
      const copies = twoCopies(offlineClientId, onlineClientId);
      const watch = new OfflineEditWatch(copies.online);
      const told: ReturnType<OfflineEditWatch['checkLive']> = [];
      copies.online.on('afterTransaction', (tr: Y.Transaction) => {
        if (tr.origin === SERVER) told.push(...watch.checkLive(tr));
        else watch.recordOnline(tr);
      });
      return { ...copies, told };
    }

    /** Client ids in both orders: Yjs keeps the higher one's value of two concurrent writes. */
    const EITHER_ORDER = [
      [1, 2],
      [2, 1],
    ] as const;

    it('tells them when an offline edit made without seeing theirs replaced it, whoever Yjs prefers', () => {
      const outcomes: unknown[] = [];
      for (const [a, b] of EITHER_ORDER) {
        const { offline, online, guestOf, told } = watchedOnline(a, b);
        guestOf(online).set('rsvpStatus', 'Declined');
        guestOf(offline).set('rsvpStatus', 'Pending');
        // The offline copy's change reaches the server, and from it the online copy.
        Y.applyUpdate(online, Y.encodeStateAsUpdate(offline), SERVER);
        const kept = guestOf(online).get('rsvpStatus');
        outcomes.push(kept);
        if (kept === 'Pending') {
          expect(told).toEqual([
            { what: 'Ada Lovelace', field: 'RSVP', mine: 'Declined', theirs: 'Pending', live: true },
          ]);
          expect(replacedEditsMessage(told)).toBe(
            'Someone else changed the RSVP of Ada Lovelace to “Pending” at the same time as you, perhaps while offline; yours was “Declined”. Theirs is kept: change it again if yours should stand.',
          );
        } else {
          expect(kept).toBe('Declined');
          expect(told).toEqual([]);
        }
      }
      expect(outcomes.sort()).toEqual(['Declined', 'Pending']);
    });

    it('says nothing when the other person changed it after seeing theirs', () => {
      for (const [a, b] of EITHER_ORDER) {
        const { offline, online, guestOf, told } = watchedOnline(a, b);
        guestOf(online).set('rsvpStatus', 'Declined');
        Y.applyUpdate(offline, Y.encodeStateAsUpdate(online));
        guestOf(offline).set('rsvpStatus', 'Pending');
        Y.applyUpdate(online, Y.encodeStateAsUpdate(offline), SERVER);
        expect(guestOf(online).get('rsvpStatus')).toBe('Pending');
        expect(told).toEqual([]);
      }
    });

    it('says nothing of fields they did not set, of a thing removed, or of where a table stands', () => {
      const { offline, online, guestOf, told } = watchedOnline(2, 1);
      guestOf(online).set('tag', 'Work');
      const table = new Y.Map<unknown>();
      online.getMap('seatingTables').set('t1', table);
      table.set('name', 'Table 1');
      Y.applyUpdate(offline, Y.encodeStateAsUpdate(online));
      table.set('x', 100);
      (offline.getMap('seatingTables').get('t1') as Y.Map<unknown>).set('x', 240);
      guestOf(offline).set('rsvpStatus', 'Pending');
      offline.getMap('weddingInfo').set('location', 'Porto');
      offline.getMap('guests').delete('ada');
      Y.applyUpdate(online, Y.encodeStateAsUpdate(offline), SERVER);
      expect(told).toEqual([]);
    });

    it('watches a bounded number of fields, the most recent', () => {
      const { offline, online, told } = watchedOnline(2, 1);
      const info = online.getMap('weddingInfo');
      info.set('location', 'Faro');
      for (let i = 0; i < LIVE_EDITS_WATCHED; i++) info.set(`field${i}`, i);
      offline.getMap('weddingInfo').set('location', 'Porto');
      offline.getMap('weddingInfo').set(`field${LIVE_EDITS_WATCHED - 1}`, 'theirs');
      Y.applyUpdate(online, Y.encodeStateAsUpdate(offline), SERVER);
      // The location, set before the last 500, is no longer watched; the latest field still is.
      expect(told.map((edit) => edit.field)).toEqual([`field${LIVE_EDITS_WATCHED - 1}`]);
    });

    it('says both kinds in one notice, each in its own words', () => {
      const message = replacedEditsMessage([
        { what: 'Ada Lovelace', field: 'RSVP', mine: 'Pending', theirs: 'Declined' },
        { what: 'Florist', field: 'cost', mine: '$900', theirs: '$1,000', live: true },
      ]);
      expect(message).toBe(
        'While you were offline, someone else also changed the RSVP of Ada Lovelace to “Declined”; yours was “Pending”. Theirs is kept: change it again if yours should stand. Someone else changed the cost of Florist to “$1,000” at the same time as you, perhaps while offline; yours was “$900”. Theirs is kept: change it again if yours should stand.',
      );
    });
  });

  describe('what went with something deleted meanwhile', () => {
    /** A budget item and a task both copies hold; `offline` records as the planner does offline. */
    function planWithItemAndTask() {
      const seed = new Y.Doc();
      const item = new Y.Map<unknown>();
      seed.getMap('budgetItems').set('cake', item);
      item.set('name', 'Cake tasting');
      item.set('category', 'Wedding Cakes');
      const task = new Y.Map<unknown>();
      seed.getMap('checklistTasks').set('rain', task);
      task.set('text', 'Ask about the rain plan');
      const [offline, online] = [1, 2].map((clientId) => {
        const doc = new Y.Doc();
        doc.clientID = clientId;
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
        return doc;
      }) as [Y.Doc, Y.Doc];
      let stored: OfflineEdit[] = [];
      const store = { load: () => stored, save: (edits: OfflineEdit[]) => (stored = edits) };
      const watch = new OfflineEditWatch(offline, store);
      offline.on('afterTransaction', (tr: Y.Transaction) => {
        if (tr.origin === SERVER) watch.checkRemote(tr);
        else watch.recordLocal(tr);
      });
      const addPayment = (id: string) =>
        offline.transact(() => {
          const payment = new Y.Map<unknown>();
          offline.getMap('payments').set(id, payment);
          payment.set('budgetItemId', 'cake');
          payment.set('amount', 80);
          payment.set('status', 'paid');
        });
      const reconnect = () => Y.applyUpdate(offline, Y.encodeStateAsUpdate(online), SERVER);
      return { offline, online, watch, addPayment, reconnect, stored: () => stored };
    }

    it('tells them a payment recorded offline went with the budget item a partner deleted', () => {
      const { online, watch, addPayment, reconnect } = planWithItemAndTask();
      addPayment('p1');
      online.getMap('budgetItems').delete('cake');
      reconnect();
      const told = watch.takeReplaced();
      expect(told).toEqual([
        { what: 'Cake tasting', field: 'payment', mine: '', theirs: '', lost: true, added: true },
      ]);
      expect(replacedEditsMessage(told)).toBe(
        'While you were offline, someone else deleted Cake tasting: the payment you added to it is not kept.',
      );
      // Told once: the next reconnect has nothing to say.
      reconnect();
      expect(watch.takeReplaced()).toEqual([]);
    });

    it('tells them a note written offline went with the task a partner deleted, after a reload too', () => {
      const { offline, online, addPayment, stored } = planWithItemAndTask();
      (offline.getMap('checklistTasks').get('rain') as Y.Map<unknown>).set('notes', 'Tent quote from Sam');
      addPayment('p1');
      online.getMap('checklistTasks').delete('rain');
      // The tab was closed offline: a new watch starts from what the store kept.
      const afterReload = new OfflineEditWatch(offline, { load: stored, save: () => {} });
      Y.applyUpdate(offline, Y.encodeStateAsUpdate(online), SERVER);
      const told = afterReload.takeReplaced();
      expect(told).toEqual([
        {
          what: 'Ask about the rain plan',
          field: 'notes',
          mine: 'Tent quote from Sam',
          theirs: '',
          lost: true,
        },
      ]);
      expect(replacedEditsMessage(told)).toBe(
        'While you were offline, someone else deleted Ask about the rain plan: your change to its notes is not kept.',
      );
    });

    it('lists several deleted things in one sentence', () => {
      const { offline, online, watch, addPayment, reconnect } = planWithItemAndTask();
      addPayment('p1');
      addPayment('p2');
      const task = offline.getMap('checklistTasks').get('rain') as Y.Map<unknown>;
      task.set('notes', 'Tent quote');
      task.set('dueDate', '2027-03-03');
      online.getMap('budgetItems').delete('cake');
      online.getMap('checklistTasks').delete('rain');
      reconnect();
      expect(replacedEditsMessage(watch.takeReplaced())).toBe(
        'While you were offline, someone else deleted Cake tasting and Ask about the rain plan: what you changed or added there is not kept.',
      );
    });

    it('says nothing of what they deleted themselves, or of what is still there', () => {
      const { offline, online, watch, addPayment, reconnect } = planWithItemAndTask();
      addPayment('p1');
      const task = offline.getMap('checklistTasks').get('rain') as Y.Map<unknown>;
      task.set('notes', 'Tent quote');
      offline.getMap('checklistTasks').delete('rain');
      // The partner renamed the item: it is still there, with the payment.
      (online.getMap('budgetItems').get('cake') as Y.Map<unknown>).set('name', 'Cake tasting for two');
      reconnect();
      expect(watch.takeReplaced()).toEqual([]);
    });
  });
});
