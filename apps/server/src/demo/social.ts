import type { ApiServices } from '@tradeforge/api';
import type { DemoBusiness } from './businesses';
import type { Random } from './random';
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
 * likes products and comments on some; owners answer part of the questions as their business. Each kind is written
 * in one call of the social service's batch entry points (one transaction each), in the order one user after
 * another would have made them.
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
  // Drawn user by user, question then answer, so the set does not depend on the order the writes finish in.
  const comments = plans.flatMap(({ user, commented }) =>
    commented.map((product) => ({
      user,
      product,
      content: random.chance(0.6) ? random.pick(QUESTIONS) : random.pick(PRAISE),
      reply: random.chance(0.4) && product.business.ownerId !== user.id ? random.pick(REPLIES) : undefined,
    })),
  );
  const { social } = services;
  await social.followAll(
    plans.flatMap(({ user, followed }) =>
      followed.map((business) => ({ userId: user.id, businessId: business.id })),
    ),
  );
  await social.reactAll(
    plans.flatMap(({ user, liked, likedProducts }) => [
      ...liked.map((business) => ({ userId: user.id, type: 'business' as const, resourceId: business.id })),
      ...likedProducts.map((product) => ({
        userId: user.id,
        type: 'product' as const,
        resourceId: product.id,
      })),
    ]),
  );
  const ids = await social.commentAll(
    comments.map(({ user, product, content }) => ({
      userId: user.id,
      body: { resourceType: 'product' as const, resourceID: product.id, content },
    })),
  );
  await social.commentAll(
    comments.flatMap(({ product, reply }, index) =>
      reply
        ? [
            {
              userId: product.business.ownerId,
              body: {
                resourceType: 'comment' as const,
                resourceID: ids[index]!,
                content: reply,
                businessID: product.business.id,
              },
            },
          ]
        : [],
    ),
  );
}
