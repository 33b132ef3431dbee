import { Type, type Static, type TObject } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Parses environment variables against a schema with defaults and conversions (strings to numbers and
 * booleans), and fails at boot with every problem listed, instead of later with an obscure error.
 */
export function parseEnv<T extends TObject>(schema: T, env: Record<string, string | undefined>): Static<T> {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const converted = Value.Convert(schema, Value.Default(schema, input));
  const errors = [...Value.Errors(schema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.instancePath.replace(/^\//, '') || '(root)'}: ${e.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return converted as Static<T>;
}

export const EnvBoolean = (defaultValue: boolean) => Type.Boolean({ default: defaultValue });

/**
 * TRUST_PROXY as Fastify's `trustProxy` wants it: `true`/`false`, or the proxies' addresses (comma-separated IPs
 * or CIDRs). Forwarded headers are believed only from such a proxy: otherwise any client could choose its own
 * address and slip past per-address rate limits.
 */
export function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
