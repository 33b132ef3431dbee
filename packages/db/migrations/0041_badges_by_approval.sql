-- Issue 47: the verified badge means an operator checked the company's documents. Until now buying a paid
-- membership set it at once; from now on only an approved verification request does. A badge stays where an
-- operator approved a request and did not remove the badge after that approval; every other badge (given by a
-- payment, or written by an older demo loader) is taken away, and each removal is written to the audit log so an
-- operator looking at the business sees why. The owners keep their paid membership and can ask for verification
-- from Manage Profile, Verification.
WITH unchecked AS (
  SELECT b.id FROM businesses b
  WHERE b.verified AND NOT EXISTS (
    SELECT 1 FROM verification_requests r
    WHERE r.business_id = b.id AND r.status = 'approved'
      AND NOT EXISTS (
        SELECT 1 FROM operator_audit_log a
        WHERE a.object_type = 'business' AND a.object_id = b.id::text
          AND a.action = 'verification.remove-badge' AND a.created_at > r.decided_at
      )
  )
), cleared AS (
  UPDATE businesses b SET verified = false FROM unchecked u WHERE b.id = u.id RETURNING b.id
)
INSERT INTO operator_audit_log (actor_email, action, object_type, object_id, before, after)
SELECT 'migration 0041', 'verification.remove-unchecked-badge', 'business', id::text, '{"verified": true}'::jsonb,
  jsonb_build_object('verified', false, 'reason',
    'The badge came with a paid membership, without an operator''s check of the documents.')
FROM cleared;
