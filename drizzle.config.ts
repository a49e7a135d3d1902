// drizzle-kit configuration: `npx drizzle-kit generate` writes SQL migrations to platform/db/migrations.
// After generating, run `npx tsx platform/db/embed-migrations.ts` so the platform (which embeds its
// migrations, to work from a bundled console server) picks them up; a test checks they are in sync.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./platform/db/schema.ts",
  out: "./platform/db/migrations",
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
