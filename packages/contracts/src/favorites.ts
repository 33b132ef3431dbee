import { Type, type Static } from 'typebox';
import { StoredImage } from './profile';

const Uuid = Type.String({ format: 'uuid' });

/** How many businesses, and how many products, one user may keep. */
export const FAVORITES_LIMIT = 500;

export const FavoriteType = Type.Union([Type.Literal('business'), Type.Literal('product')]);
export type FavoriteType = Static<typeof FavoriteType>;
export const FavoriteParams = Type.Object({ type: FavoriteType, id: Uuid });

export const FavoriteState = Type.Object({ favorite: Type.Boolean() });
export type FavoriteState = Static<typeof FavoriteState>;

export const FavoriteBusiness = Type.Object({
  businessID: Uuid,
  companyName: Type.String(),
  shortDescription: Type.String(),
  countryCode: Type.String(),
  profilePhoto: Type.Union([StoredImage, Type.Null()]),
  verified: Type.Boolean(),
  savedAt: Type.String(),
});
export type FavoriteBusiness = Static<typeof FavoriteBusiness>;

export const FavoriteProduct = Type.Object({
  productID: Uuid,
  name: Type.String(),
  image: Type.Union([StoredImage, Type.Null()]),
  businessID: Uuid,
  companyName: Type.String(),
  savedAt: Type.String(),
});
export type FavoriteProduct = Static<typeof FavoriteProduct>;

/** GET /favorites: both lists, newest saved first. */
export const FavoriteLists = Type.Object({
  businesses: Type.Array(FavoriteBusiness),
  products: Type.Array(FavoriteProduct),
});
export type FavoriteLists = Static<typeof FavoriteLists>;
