import type { ApiServices } from '@tradeforge/api';
import type { Db } from '@tradeforge/db';
import type { DemoBusiness } from './businesses';
import type { DemoCompany } from './companies';
import { renderPicture, uploadPictures } from './images';
import type { Random } from './random';
import { spreadPostDates } from './repository';
import type { DemoUser } from './users';

const BUSINESS_POSTS = [
  (c: DemoCompany) =>
    `${c.companyName} is now quoting ${c.categories[0]?.name ?? c.industry.name} orders for Q3. Lead times are back under four weeks.`,
  (c: DemoCompany) =>
    `We just finished an ISO 9001 surveillance audit in ${c.place.city} with zero findings. Thank you to our quality team!`,
  (c: DemoCompany) =>
    `New line card: our full ${c.industry.name.toLowerCase()} range is on our profile. Distributors in Latin America welcome, send us a request.`,
  (c: DemoCompany) =>
    `Visit us at booth 2417 at IMTS in Chicago this September. We will show our latest ${c.categories[0]?.name ?? 'products'}.`,
  (c: DemoCompany) =>
    `Hiring: ${c.companyName} is looking for a sales engineer for the ${c.place.state} region. Details at https://www.example.com/careers`,
  () => `Our summer shutdown is July 1-5; orders placed before June 20 ship on schedule.`,
];
const PERSONAL_POSTS = [
  'Looking for a contract manufacturer for injection-molded housings, about 20,000 units a year. Recommendations welcome.',
  'Great week at the supplier summit in Houston. Good to meet so many of you in person.',
  'Anyone sourcing stainless fittings with full material traceability? Comparing three suppliers right now.',
  'Our export guide checklist saved us weeks on our first shipment to Europe: https://www.example.com/export-checklist',
  'Three lessons from moving our purchasing to blanket orders: fewer rush fees, steadier prices, happier suppliers.',
];
const POST_COMMENTS = [
  'Congratulations to the whole team!',
  'Interested. I will send you a request this week.',
  'Do you ship to Canada as well?',
  'See you in Chicago!',
  'Great news, we have been waiting for this.',
];

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();

/**
 * Posts as the demo businesses (by their owners, some with pictures) and as a few demo people, then likes and
 * comments on them, so My B2B is alive for the demo login. Dates are spread over the last three weeks. Posts,
 * likes and comments are each written in one call of the services' batch entry points.
 */
export async function createDemoPosts(
  services: ApiServices,
  db: Db,
  users: DemoUser[],
  companies: DemoCompany[],
  businesses: DemoBusiness[],
  random: Random,
) {
  // Everything random is drawn first, in order, so the set does not depend on the order the work finishes in.
  const plans = businesses.map((business, index) => ({
    business,
    company: companies[index]!,
    posts: random.sample(BUSINESS_POSTS, random.int(1, 2)).map((write) => ({
      write,
      pictures: random.chance(0.5) ? random.int(1, 2) : 0,
    })),
  }));
  const personal = users.slice(0, 12).map((user) => ({ user, content: random.pick(PERSONAL_POSTS) }));

  const businessPosts = plans.flatMap(({ business, company, posts }) =>
    posts.map(({ write, pictures }) => ({ business, company, content: write(company), pictures })),
  );
  const pictures = await Promise.all(
    businessPosts.map(({ company, pictures: count }) =>
      Promise.all(
        Array.from({ length: count }, (_, n) =>
          renderPicture(
            initialsOf(company.companyName),
            n === 0 ? company.place.city : company.industry.name,
            Number(company.industry.id) + n + 1,
          ),
        ),
      ),
    ),
  );
  // Each owner uploads the pictures of their businesses' posts together, as a gallery.
  const tokens: string[][] = businessPosts.map(() => []);
  for (const ownerId of new Set(businessPosts.map((post) => post.business.ownerId))) {
    const mine = businessPosts.flatMap((post, index) => (post.business.ownerId === ownerId ? [index] : []));
    const uploaded = await uploadPictures(
      services,
      ownerId,
      mine.flatMap((index) => pictures[index]!),
    );
    for (const index of mine) tokens[index] = uploaded.splice(0, pictures[index]!.length);
  }
  const ids = await services.posts.makePostAll([
    ...businessPosts.map(({ business, content }, index) => ({
      userId: business.ownerId,
      body: {
        content,
        timelineID: business.id,
        timelineType: 'business' as const,
        businessID: business.id,
        images: tokens[index]!,
      },
    })),
    ...personal.map(({ user, content }) => ({
      userId: user.id,
      body: { content, timelineID: user.id, timelineType: 'user' as const },
    })),
  ]);

  const reactions = ids.map((postId) => ({
    postId,
    fans: random.sample(users, random.int(0, 6)),
    comments: random
      .sample(users, random.int(0, 2))
      .map((user) => ({ user, content: random.pick(POST_COMMENTS) })),
  }));
  await services.social.reactAll(
    reactions.flatMap(({ postId, fans }) =>
      fans.map((fan) => ({ userId: fan.id, type: 'post' as const, resourceId: postId })),
    ),
  );
  await services.social.commentAll(
    reactions.flatMap(({ postId, comments }) =>
      comments.map(({ user, content }) => ({
        userId: user.id,
        body: { resourceType: 'post' as const, resourceID: postId, content },
      })),
    ),
  );
  await spreadPostDates(db, ids, (index) => ((index * 7919) % (21 * 24 * 60)) * 60_000);
}
