-- Issue #17: the sulfite sensitivity now shares the allergy's id 'sulphites'. Stored sensitivity lists say
-- 'sulfites'; each becomes 'sulphites' where it stood, once even if both were there. Running it again changes
-- nothing. Recipes' derived sensitivities are redone on boot, as the allergen lexicon version changed with them.
UPDATE users
SET sensitivities = ARRAY(
  SELECT entry
  FROM (
    SELECT CASE WHEN stored.entry = 'sulfites' THEN 'sulphites' ELSE stored.entry END AS entry,
      min(stored.position) AS position
    FROM unnest(users.sensitivities) WITH ORDINALITY AS stored(entry, position)
    GROUP BY 1
  ) AS renamed
  ORDER BY renamed.position
)
WHERE 'sulfites' = ANY(sensitivities);
