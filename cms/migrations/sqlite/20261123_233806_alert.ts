import { sql, type MigrateUpArgs, type MigrateDownArgs } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alert\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`message\` text,
  	\`level\` text DEFAULT 'info' NOT NULL,
  	\`link\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_alert_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_message\` text,
  	\`version_level\` text DEFAULT 'info' NOT NULL,
  	\`version_link\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_alert_v_created_at_idx\` ON \`_alert_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alert_v_updated_at_idx\` ON \`_alert_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alert\`;`)
  await db.run(sql`DROP TABLE \`_alert_v\`;`)
}
