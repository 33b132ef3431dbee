import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { holdStream, type Client, type Session } from './client';
import { waitFor } from './processes';

/** One line per check: what held, with the instances that served it. */
export type Report = (ok: boolean, line: string) => void;

const distinct = (names: (string | undefined)[]) => [...new Set(names.filter(Boolean))].sort().join(', ');

/** A business with one product, created through the API as `owner`. */
export async function createSupplier(client: Client, owner: Session, name: string) {
  const business = await client.call('POST', '/api/business/profile/create', {
    token: owner.token,
    body: {
      companyName: name,
      categories: ['0005.0005-03'],
      businessType: 'MA',
      country: 'US',
      shortDescription: 'Press brakes and sheet metal work for the cluster test.',
    },
  });
  const businessId = business.json?.data?.businessID as string | undefined;
  if (!businessId) throw new Error(`business creation answered ${business.status}`);
  const product = await client.call('POST', `/api/business/${businessId}/products`, {
    token: owner.token,
    body: productBody(`${name} press brake`, 'A 100 t hydraulic press brake.'),
  });
  const productId = product.json?.data?.productID as string | undefined;
  if (!productId) throw new Error(`product creation answered ${product.status}`);
  return { businessId, productId };
}

export const productBody = (name: string, description: string) => ({
  name,
  keywords: [name.split(' ')[0]!.toLowerCase()],
  description,
  industryId: '0005',
  categoryId: '0005-03',
  stock: true,
  specs: [],
  images: [],
  videos: [],
});

/**
 * What a user does, through the balancer, with the requests landing on different instances: sign-in, token
 * refresh, a revoked session, a live message, search after a write, a rate limit, an upload and its image.
 */
export async function runChecks(
  client: Client,
  base: string,
  instances: { name: string; url: string }[],
  report: Report,
) {
  const tag = randomUUID().slice(0, 8);
  const buyer = await client.register(`cluster.buyer.${tag}@example.com`, 'Ada', 'Buyer');
  report(true, `registered through the pages: served by ${distinct(buyer.servedBy)}`);
  const again = await client.logIn(buyer.email);
  report(again.userId === buyer.userId, `signed in through the pages: served by ${distinct(again.servedBy)}`);

  // Refresh tokens rotate on whichever instance; the used one is refused everywhere afterwards.
  let refreshToken = again.refreshToken;
  const refreshedBy: (string | undefined)[] = [];
  for (let i = 0; i < 3; i += 1) {
    const refreshed = await client.call('POST', '/accounts/refresh-token', { token: refreshToken });
    refreshedBy.push(refreshed.servedBy);
    refreshToken = (refreshed.json?.data?.refreshToken as string | undefined) ?? '';
    if (refreshed.status !== 200) report(false, `refresh answered ${refreshed.status}`);
  }
  const reused = await client.call('POST', '/accounts/refresh-token', { token: again.refreshToken });
  report(
    reused.status === 401,
    `refresh tokens rotated on ${distinct(refreshedBy)}; a used one refused (${reused.status})`,
  );

  // A session ended on one instance is refused by all of them.
  const doomed = await client.logIn(buyer.email);
  const before = await client.call('GET', '/api/user/profile', { token: doomed.token });
  const logout = await client.call('POST', '/accounts/logout', { token: doomed.refreshToken });
  const after = await Promise.all(
    Array.from({ length: 6 }, () => client.call('GET', '/api/user/profile', { token: doomed.token })),
  );
  report(
    before.status === 200 && logout.status === 200 && after.every((call) => call.status === 401),
    `logged out on ${logout.servedBy}; its access token refused by ${distinct(after.map((c) => c.servedBy))} (${after.map((c) => c.status).join(' ')})`,
  );

  // A live message: the supplier's stream on one instance, the buyer's inquiry sent through another.
  const owner = await client.register(`cluster.owner.${tag}@example.com`, 'Olga', 'Owner');
  const supplier = await createSupplier(client, owner, `Cluster Works ${tag}`);
  const stream = holdStream(base, () => owner.token);
  await waitFor(() => stream.served.length > 0, 10_000);
  let sent: Awaited<ReturnType<Client['call']>> | undefined;
  for (let i = 0; i < 6 && (!sent || sent.servedBy === stream.served[0]); i += 1)
    sent = await client.call('POST', '/api/business/request', {
      token: buyer.token,
      body: { to: supplier.businessId, subject: 'Other', message: `Lead time? ${tag}` },
    });
  const delivered = await waitFor(() => stream.kinds.includes('message.created'), 10_000);
  report(
    sent?.status === 200 && delivered && sent.servedBy !== stream.served[0],
    `live inquiry sent through ${sent?.servedBy}, delivered to the stream held on ${stream.served[0]}`,
  );
  await stream.stop();

  // Search after a write on another instance: every instance's index catches up.
  const word = `zephyr${tag.replace(/[^a-z]/g, '')}`;
  const made = await client.call('POST', `/api/business/${supplier.businessId}/products`, {
    token: owner.token,
    body: productBody(`${word} valve`, 'A stainless ball valve.'),
  });
  // Asked of each instance directly, not through the balancer: every one must find it, not just some.
  const foundOn = new Set<string>();
  await waitFor(async () => {
    for (const instance of instances) {
      const search = await fetch(`${instance.url}/api/search/product`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ textQuery: word }),
      });
      const results = ((await search.json()) as { data?: { results?: { productID: string }[] } }).data
        ?.results;
      if (results?.some((result) => result.productID === made.json?.data?.productID))
        foundOn.add(instance.name);
    }
    return foundOn.size === instances.length;
  }, 20_000);
  report(
    foundOn.size === instances.length,
    `a product written through ${made.servedBy} is found by search on ${distinct([...foundOn])}`,
  );

  // Rate limits are counted in PostgreSQL: one address's searches are limited across the instances together.
  // Search hits are shared in batches every quarter second (decision 0011), so a few past the limit may pass.
  const searches: Awaited<ReturnType<Client['call']>>[] = [];
  for (let wave = 0; wave < 16; wave += 1) {
    searches.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, () =>
          client.call('POST', '/api/search/business', { body: { textQuery: 'press', businessType: 'MA' } }),
        ),
      )),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const accepted = searches.filter((call) => call.status === 200).length;
  const limited = searches.filter((call) => call.status === 429).length;
  report(
    accepted <= 130 && limited >= 30 && accepted + limited === searches.length,
    `${searches.length} searches from one address over ${distinct(searches.map((c) => c.servedBy))} in 6 s: ${accepted} answered, ${limited} refused with 429 (limit 120 a minute)`,
  );

  await checkUpload(client, buyer, report);
}

/** A profile photo: signed by one instance, posted to the bucket, re-encoded by another, read from the bucket. */
async function checkUpload(client: Client, user: Session, report: Report) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const signed = await client.call('POST', '/api/user/profile-photo/upload-request', {
    token: user.token,
    body: { contentType: 'image/png', fileSize: png.length },
  });
  const { signedPost, token } = (signed.json?.data ?? {}) as {
    signedPost?: { url: string; fields: Record<string, string> };
    token?: string;
  };
  if (!signedPost || !token) return report(false, `upload request answered ${signed.status}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(signedPost.fields)) form.append(name, value);
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const posted = await fetch(signedPost.url, { method: 'POST', body: form });
  const validated = await client.call('POST', '/api/user/profile-photo/upload-validate', {
    token: user.token,
    body: { token },
  });
  const url = (validated.json?.data?.profilePhoto as { url?: string } | undefined)?.url;
  const image = url ? await fetch(url) : undefined;
  report(
    posted.status < 300 && validated.status === 200 && image?.status === 200,
    `upload signed by ${signed.servedBy}, posted to the bucket (${posted.status}), re-encoded by ${validated.servedBy}, image read back (${image?.status} ${image?.headers.get('content-type')})`,
  );
}
