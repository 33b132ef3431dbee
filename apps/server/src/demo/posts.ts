import type { ApiServices } from '@tradeforge/api';
import type { Db } from '@tradeforge/db';
import type { DemoBusiness } from './businesses';
import type { DemoCompany } from './companies';
import { renderPicture, uploadPicture } from './images';
import { forEachLimited, type Random } from './random';
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
 * comments on them, so My B2B is alive for the demo login. Dates are spread over the last three weeks.
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

  const businessPosts: string[][] = new Array(plans.length);
  await forEachLimited(plans, 4, async ({ business, company, posts }, index) => {
    businessPosts[index] = [];
    for (const { write, pictures } of posts) {
      const images: string[] = [];
      for (let n = 1; n <= pictures; n++) {
        const caption = n === 1 ? company.place.city : company.industry.name;
        const png = await renderPicture(
          initialsOf(company.companyName),
          caption,
          Number(company.industry.id) + n,
        );
        images.push(await uploadPicture(services, business.ownerId, png));
      }
      const post = await services.posts.makePost(business.ownerId, {
        content: write(company),
        timelineID: business.id,
        timelineType: 'business',
        businessID: business.id,
        images,
      });
      businessPosts[index]!.push(post.postID);
    }
  });
  const ids = businessPosts.flat();
  for (const { user, content } of personal) {
    const post = await services.posts.makePost(user.id, {
      content,
      timelineID: user.id,
      timelineType: 'user',
    });
    ids.push(post.postID);
  }

  const reactions = ids.map((postId) => ({
    postId,
    fans: random.sample(users, random.int(0, 6)),
    comments: random
      .sample(users, random.int(0, 2))
      .map((user) => ({ user, content: random.pick(POST_COMMENTS) })),
  }));
  await forEachLimited(reactions, 4, async ({ postId, fans, comments }) => {
    for (const fan of fans) await services.social.react(fan.id, 'post', postId);
    for (const { user, content } of comments)
      await services.social.makeComment(user.id, { resourceType: 'post', resourceID: postId, content });
  });
  await spreadPostDates(db, ids, (index) => ((index * 7919) % (21 * 24 * 60)) * 60_000);
}
