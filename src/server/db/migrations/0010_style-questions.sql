-- The A/B questions a voice was answered with, wording and all (decision 075): editing the
-- voice shows them again instead of buying new ones. Null for voices saved before.
ALTER TABLE "brand_voices" ADD COLUMN "style_question_set" jsonb;