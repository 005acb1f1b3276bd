export function recreateDatabase(databaseUrl: string): Promise<void>;
