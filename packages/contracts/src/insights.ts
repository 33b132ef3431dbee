import { Type, type Static } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });

/** The periods the Insights tab offers, in days. */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

/**
 * A view is one viewer (the client address, or the user when signed in) opening a business or product page: the
 * same viewer's views of the same page within this many minutes count once.
 */
export const VIEW_REPEAT_MINUTES = 30;

/** A page view, sent by the browser once the business or product page is shown. */
export const ViewBeaconBody = Type.Object(
  { type: Type.Union([Type.Literal('business'), Type.Literal('product')]), id: Uuid },
  { additionalProperties: false },
);
export type ViewBeaconBody = Static<typeof ViewBeaconBody>;

export const InsightsQuery = Type.Object(
  {
    days: Type.Optional(
      Type.Union([Type.Literal(7), Type.Literal(30), Type.Literal(90)], {
        default: 30,
        description: 'The period: 7, 30 or 90 days, today included',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The figures of a day, or of the whole period. */
const Figures = {
  profileViews: Type.Integer({ minimum: 0 }),
  productViews: Type.Integer({ minimum: 0 }),
  searchAppearances: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  follows: Type.Integer({ minimum: 0 }),
  inquiries: Type.Integer({ minimum: 0 }),
  /** Median hours to the first answer of the inquiries received; null when none was answered. */
  responseHours: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
};

/** One UTC day (YYYY-MM-DD) of the period. */
export const InsightsDay = Type.Object({ date: Type.String(), ...Figures });
export type InsightsDay = Static<typeof InsightsDay>;

export const BusinessInsights = Type.Object({
  days: Type.Array(InsightsDay),
  totals: Type.Object(Figures),
  topProducts: Type.Array(Type.Object({ productID: Uuid, name: Type.String(), views: Type.Integer() })),
  topSearchWords: Type.Array(Type.Object({ word: Type.String(), count: Type.Integer() })),
});
export type BusinessInsights = Static<typeof BusinessInsights>;
