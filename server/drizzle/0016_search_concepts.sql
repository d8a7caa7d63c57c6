-- Issue 35: the concept list's names (src/search/concepts), seeded at start (reference-data/seed.ts): a
-- keyword naming a concept also finds its other names, in every language.
CREATE TABLE "search_concepts" (
	"concept_id" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "search_concepts_concept_id_language_name_pk" PRIMARY KEY("concept_id","language","name")
);
