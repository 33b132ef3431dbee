-- A business card as every module shows it (`toBusinessSummary` in apps/api/src/modules/businesses): the business
-- with the names of its type, industry and country, its likes, and its response figures (the card shows them from
-- RESPONSE_STATS_MIN_INQUIRIES inquiries on). Search's page statements join it: PostgreSQL expands the view into
-- each statement, so a page of cards stays one statement and each table an index look-up.
CREATE VIEW "business_cards" AS
SELECT b.id, b.company_name, b.business_type_code, bt.business_type_name, b.industry_id, i.name AS industry_name,
  b.year_established, b.short_description, b.profile_photo, b.subscription, b.verified, b.created_at,
  b.country_code, c.country_name, c.emoji AS country_emoji, b.city,
  (SELECT count(*)::int FROM reactions WHERE reactions.resource_id = b.id) AS like_count,
  (SELECT json_build_object('inquiries', s.inquiries, 'replied', s.replied,
      'median_reply_seconds', s.median_reply_seconds)
    FROM business_response_stats s WHERE s.business_id = b.id) AS response_stats
FROM businesses b
JOIN business_types bt ON bt.code = b.business_type_code
JOIN industries i ON i.id = b.industry_id
JOIN countries c ON c.code = b.country_code;
