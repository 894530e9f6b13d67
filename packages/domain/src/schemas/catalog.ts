import { type Static, Type } from '@sinclair/typebox';
import { nullable } from './fields';

/** The price span every catalog item carries: in dollars as the spec names them, and in integer cents. */
const priceFields = {
  priceMin: Type.Number(),
  priceMax: Type.Number(),
  priceMinCents: Type.Integer(),
  priceMaxCents: Type.Integer(),
};

/** GET /api/services. Prices in dollars as the spec names them, and in integer cents. */
export const service = Type.Object({
  id: Type.String(),
  category: Type.Union([Type.Literal('makeup'), Type.Literal('hair'), Type.Literal('bridal')]),
  tier: Type.String(),
  name: Type.String(),
  description: Type.String(),
  ...priceFields,
  priceRange: Type.String(),
  features: Type.Array(Type.String()),
  popular: Type.Boolean(),
});
export type Service = Static<typeof service>;

/** GET /api/add-ons. */
export const addOn = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('standard'), Type.Literal('bridal')]),
  name: Type.String(),
  description: Type.String(),
  ...priceFields,
  priceType: Type.String(),
  priceRange: Type.String(),
});
export type AddOn = Static<typeof addOn>;

/** GET /api/stylists (spec 000 section 3). */
export const stylist = Type.Object({
  id: Type.String(),
  name: Type.String(),
  title: Type.String(),
  bio: Type.String(),
  profileImageUrl: nullable(Type.String()),
  /** The portrait's square WebP sizes ('<url> 480w, <url> 960w'), when it has an uploaded photo. */
  profileImageSrcset: Type.Optional(Type.String()),
  achievements: Type.String(),
  experience: Type.String(),
  isActive: Type.Boolean(),
});
export type Stylist = Static<typeof stylist>;
