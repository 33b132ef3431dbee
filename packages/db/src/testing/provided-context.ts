/** What the global setup hands to every test file (`project.provide`, read with `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
  }
}

export {};
