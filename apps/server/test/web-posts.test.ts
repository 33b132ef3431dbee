import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApiServices } from '@tradeforge/api';
import { href } from '@tradeforge/web/paths';
import { jsonLd, meta, ORIGIN, useWebHost } from './web-host';

const web = useWebHost();

describe('server-rendered public pages', () => {
  it('renders a post with its text, its author in the title, its canonical address and its JSON-LD', async () => {
    const services = createApiServices(web.hostConfig.api, web.database.db, undefined, { mails: false });
    const post = await services.posts.makePost(web.ownerId, {
      content: 'Hiring two CNC machinists <for> our Toledo plant. See www.lakeside.example/jobs',
      timelineID: web.ownerId,
      timelineType: 'user',
    });
    const page = await web.app.inject({ url: href.post(post.postID) });
    expect(page.statusCode).toBe(200);
    const root =
      /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(page.body)?.[1] ?? '';
    expect(root).toContain('Hiring two CNC machinists &lt;for&gt; our Toledo plant.');
    expect(root).toMatch(/<h1[^>]*>Post by Ada Moreno<\/h1>/);
    // The like count arrives with the page.
    const state = /<script type="application\/json" id="tf-ssr-state">(.*?)<\/script>/.exec(page.body)?.[1];
    const keys = (JSON.parse(state!) as { queries: { queryKey: string[] }[] }).queries.map((query) =>
      query.queryKey.join('/'),
    );
    expect(keys).toEqual([`posts/post/${post.postID}`, `social/reaction/summary/${post.postID}`]);
    expect(page.body).toContain('<title>Post by Ada Moreno | Tradeforge USA</title>');
    expect(meta(page.body, 'description')).toMatch(/^Hiring two CNC machinists/);
    expect(meta(page.body, 'og:type')).toBe('article');
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${href.post(post.postID)}" />`);
    const [posting, trail] = jsonLd(page.body);
    expect(posting).toMatchObject({
      '@type': 'SocialMediaPosting',
      url: `${ORIGIN}${href.post(post.postID)}`,
      datePublished: post.createdAt,
      author: { '@type': 'Person', name: 'Ada Moreno', url: `${ORIGIN}${href.publicProfile(web.ownerId)}` },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The canonical address is the post's own id, whatever case the link had.
    const upper = await web.app.inject({ url: `/post/${post.postID.toUpperCase()}` });
    expect(upper.body).toContain(`<link rel="canonical" href="${ORIGIN}${href.post(post.postID)}" />`);
  });

  it('renders the newest posts of a business page and a profile with the links to their timelines', async () => {
    const services = createApiServices(web.hostConfig.api, web.database.db, undefined, { mails: false });
    const written = [];
    for (const n of [1, 2, 3, 4])
      written.push(
        await services.posts.makePost(web.ownerId, {
          content: `Press line ${n} of the Toledo plant is running.`,
          timelineID: web.business.id,
          timelineType: 'business',
          businessID: web.business.id,
        }),
      );
    await services.posts.makePost(web.ownerId, {
      content: 'Back from the Houston trade fair with new partners.',
      timelineID: web.ownerId,
      timelineType: 'user',
    });
    const rootOf = (body: string) =>
      /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(body)?.[1] ?? '';

    const business = rootOf(
      (await web.app.inject({ url: href.business(web.business.name, web.business.id) })).body,
    );
    const section = /<section id="posts"[\s\S]*?<\/section>/.exec(business)?.[0] ?? '';
    // The newest three, newest first, then the way to all four.
    expect(section.match(/Press line \d/g)).toEqual(['Press line 4', 'Press line 3', 'Press line 2']);
    expect(section).toContain(`href="${href.post(written[3]!.postID)}"`);
    expect(section).toMatch(new RegExp(`href="${href.timeline(web.business.id)}"[^>]*>See all 4 posts</a>`));
    // A visitor's page: nobody to post.
    expect(section).not.toContain('Post an update');

    const profile = rootOf((await web.app.inject({ url: href.publicProfile(web.ownerId) })).body);
    expect(profile).toContain('Back from the Houston trade fair with new partners.');
    expect(profile).toMatch(new RegExp(`href="${href.timeline(web.ownerId)}"[^>]*>See all posts</a>`));
  });

  it('answers 404 with the not-found page for a post that does not exist, was hidden or has no post id', async () => {
    const services = createApiServices(web.hostConfig.api, web.database.db, undefined, { mails: false });
    const hidden = await services.posts.makePost(web.ownerId, {
      content: 'A post an operator hid.',
      timelineID: web.ownerId,
      timelineType: 'user',
    });
    await web.database.db.execute(
      sql`update posts set hidden_at = now(), hidden_reason = 'spam' where id = ${hidden.postID}`,
    );
    for (const url of [
      href.post('00000000-0000-4000-8000-000000000000'),
      href.post(hidden.postID),
      '/post/not-a-post',
    ]) {
      const page = await web.app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('<title>Post not found | Tradeforge USA</title>');
      expect(page.body).toMatch(/<h1[^>]*>Post not found<\/h1>/);
      expect(page.body).not.toContain('A post an operator hid.');
    }
  });
});
