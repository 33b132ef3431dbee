import type { ApiServices } from '@tradeforge/api';
import type { DemoBusiness } from './businesses';
import { forEachLimited, type Random } from './random';
import type { DemoUser } from './users';

const QUESTIONS = [
  'What is the minimum order quantity for this model?',
  'Do you ship to Canada and Mexico, and who handles customs?',
  'Could you send a spec sheet and pricing for 500 units?',
  'Is a custom finish or private label version available?',
  'What is the current lead time for a repeat order?',
  'Can you hold safety stock for us under a blanket purchase order?',
];
const PRAISE = [
  'We have run these on our line in Ohio for two years without a single failure.',
  'Solid quality and the team answered our quote request the same day.',
  'Ordered a sample batch last quarter; packaging and documentation were excellent.',
  'Good alternative to the imported parts we used before, and shipping is much faster.',
];
const REPLIES = [
  'Thanks for asking! Send us a request from our profile and we will quote within one business day.',
  'Yes, we can. Our sales team will reach out with the details.',
  'Glad to hear it, thank you for the feedback!',
];

/**
 * Likes, follows and comments as the demo users would make them: each user likes and follows a few businesses,
 * likes products and comments on some; owners answer part of the questions as their business.
 */
export async function createDemoSocial(
  services: ApiServices,
  users: DemoUser[],
  businesses: DemoBusiness[],
  random: Random,
) {
  const products = businesses.flatMap((business) => business.productIds.map((id) => ({ id, business })));
  const plans = users.map((user) => ({
    user,
    followed: random.sample(businesses, random.int(2, 6)),
    liked: random.sample(businesses, random.int(1, 4)),
    likedProducts: random.sample(products, random.int(3, 10)),
    commented: random.sample(products, random.int(0, 3)),
  }));
  await forEachLimited(plans, 4, async ({ user, followed, liked, likedProducts, commented }) => {
    for (const business of followed) await services.social.follow(user.id, business.id);
    for (const business of liked) await services.social.react(user.id, 'business', business.id);
    for (const product of likedProducts) await services.social.react(user.id, 'product', product.id);
    for (const product of commented) {
      const commentId = await services.social.makeComment(user.id, {
        resourceType: 'product',
        resourceID: product.id,
        content: random.chance(0.6) ? random.pick(QUESTIONS) : random.pick(PRAISE),
      });
      if (random.chance(0.4) && product.business.ownerId !== user.id) {
        await services.social.makeComment(product.business.ownerId, {
          resourceType: 'comment',
          resourceID: commentId,
          content: random.pick(REPLIES),
          businessID: product.business.id,
        });
      }
    }
  });
}
