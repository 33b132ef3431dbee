import { randomUUID } from 'node:crypto';
import { createSupplier, productBody } from './checks';
import type { Call, Client, Session } from './client';

/** A write the site acknowledged with a 2xx, with what identifies it in the database. */
export type Write =
  | { kind: 'inquiry' | 'message' | 'post'; id: string }
  | { kind: 'like'; resourceId: string; userId: string }
  | { kind: 'product edit'; productId: string; seq: number };

export interface Person extends Session {
  supplier?: { businessId: string; productId: string };
}

/** Registers `count` people through the account pages (eight at a time); the first `suppliers` own a business. */
export async function preparePeople(client: Client, count: number, suppliers: number): Promise<Person[]> {
  const tag = randomUUID().slice(0, 8);
  const people: Person[] = [];
  const queue = Array.from({ length: count }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const person: Person = await client.register(`load.${tag}.${i}@example.com`, 'Load', `User ${i}`);
        if (i < suppliers)
          person.supplier = await createSupplier(client, person, `Load Supplier ${tag} ${i}`);
        people[i] = person;
      }
    }),
  );
  return people;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * Every person sends requests back to back until `seconds` have passed: half reads (a business page, a product,
 * the newsfeed, the own conversations), half writes (inquiries, messages in the own conversations, posts, likes of
 * others' posts, and for suppliers edits of their product). Every call is kept; every acknowledged write too.
 */
export async function runLoad(client: Client, people: Person[], seconds: number) {
  const calls: Call[] = [];
  const writes: Write[] = [];
  const suppliers = people.filter((person) => person.supplier);
  const posts: { id: string; author: string }[] = [];
  const deadline = performance.now() + seconds * 1000;
  let seq = 0;

  async function act(person: Person, state: { threads: string[]; liked: Set<string> }) {
    const { token } = person;
    const record = (call: Call) => {
      calls.push(call);
      return call.status >= 200 && call.status < 300 ? call.json?.data : undefined;
    };
    if (Math.random() < 0.5) {
      const other = pick(suppliers).supplier!;
      const reads = [
        `/api/business/profile/${other.businessId}`,
        `/api/product/${other.productId}`,
        '/api/newsfeed/load',
        '/api/business/request',
      ];
      record(await client.call('GET', pick(reads), { token }));
      return;
    }
    const roll = Math.random();
    if (person.supplier && roll < 0.3) {
      const edit = (seq += 1);
      const data = record(
        await client.call('PUT', `/api/product/${person.supplier.productId}`, {
          token,
          body: productBody(
            `Load press brake ${person.supplier.businessId.slice(0, 8)}`,
            `A 100 t hydraulic press brake. Edit #${edit}.`,
          ),
        }),
      );
      if (data) writes.push({ kind: 'product edit', productId: person.supplier.productId, seq: edit });
    } else if (!person.supplier && roll < 0.3) {
      if (state.threads.length < 3 || Math.random() < 0.2) {
        const to = pick(suppliers).supplier!.businessId;
        const data = record(
          await client.call('POST', '/api/business/request', {
            token,
            body: { to, subject: 'Other', message: `Quote for 20 units? ${(seq += 1)}` },
          }),
        );
        if (data) {
          writes.push({ kind: 'inquiry', id: data.requestID as string });
          state.threads.push(data.requestID as string);
        }
      } else {
        const data = record(
          await client.call('POST', `/api/business/request/${pick(state.threads)}/send-message`, {
            token,
            body: { content: `And the lead time? ${(seq += 1)}` },
          }),
        );
        const sent = (data?.messages as { id: string }[] | undefined)?.[0];
        if (sent) writes.push({ kind: 'message', id: sent.id });
      }
    } else if (roll < 0.65) {
      const data = record(
        await client.call('POST', '/api/social/posts/make-post', {
          token,
          body: { content: `Load post ${(seq += 1)}`, timelineID: person.userId, timelineType: 'user' },
        }),
      );
      if (data) {
        writes.push({ kind: 'post', id: data.postID as string });
        posts.push({ id: data.postID as string, author: person.userId });
      }
    } else {
      const candidates = posts.filter((post) => post.author !== person.userId && !state.liked.has(post.id));
      if (candidates.length === 0) return;
      const post = pick(candidates.slice(-50));
      state.liked.add(post.id);
      const data = record(
        await client.call('POST', '/api/social/reaction/react/post', {
          token,
          body: { resourceID: post.id },
        }),
      );
      if (data) writes.push({ kind: 'like', resourceId: post.id, userId: person.userId });
    }
  }

  await Promise.all(
    people.map(async (person) => {
      const state = { threads: [] as string[], liked: new Set<string>() };
      while (performance.now() < deadline) await act(person, state);
    }),
  );
  return { calls, writes };
}
