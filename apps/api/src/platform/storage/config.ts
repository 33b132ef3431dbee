import path from 'node:path';
import { Type, type Static } from 'typebox';
import { EnvBoolean } from '@tradeforge/contracts';

/** The storage part of the API's environment; `config.ts` parses it with the rest. */
export const STORAGE_ENV = {
  STORAGE_DRIVER: Type.Union([Type.Literal('local'), Type.Literal('s3')], { default: 'local' }),
  STORAGE_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      description: 'HMAC key of local upload policies; generated and kept in the database when unset',
    }),
  ),
  S3_BUCKET: Type.Optional(Type.String({ description: 'Bucket of the s3 driver (required with it)' })),
  S3_REGION: Type.Optional(Type.String({ description: 'Region of the bucket (required with s3)' })),
  S3_ENDPOINT: Type.Optional(
    Type.String({ description: 'Endpoint of an S3-compatible store; AWS when unset' }),
  ),
  S3_FORCE_PATH_STYLE: EnvBoolean(false),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String()),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String()),
  S3_PUBLIC_URL: Type.Optional(
    Type.String({
      description: "Base URL browsers read the bucket's objects at; the bucket's own URL when unset",
    }),
  ),
};
type StorageEnv = Static<ReturnType<typeof Type.Object<typeof STORAGE_ENV>>>;

export interface LocalStorageConfig {
  driver: 'local';
  secret: string | undefined;
  uploadsDir: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Static keys; undefined lets the SDK's default chain find them (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  publicUrl: string | undefined;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function checkHttpUrl(name: string, value: string | undefined, problems: string[]) {
  if (value === undefined) return;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    problems.push(`${name}: must be an http:// or https:// URL`);
}

/** The storage settings, with every missing or inconsistent s3 value named at boot rather than at first upload. */
export function loadStorageConfig(env: StorageEnv, dataDir: string): StorageConfig {
  if (env.STORAGE_DRIVER === 'local')
    return { driver: 'local', secret: env.STORAGE_SECRET, uploadsDir: path.join(dataDir, 'uploads') };

  const problems: string[] = [];
  for (const name of ['S3_BUCKET', 'S3_REGION'] as const)
    if (!env[name]) problems.push(`${name}: required when STORAGE_DRIVER is s3`);
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the default credential chain',
    );
  checkHttpUrl('S3_ENDPOINT', env.S3_ENDPOINT, problems);
  checkHttpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL, problems);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  return {
    driver: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    endpoint: env.S3_ENDPOINT && withoutTrailingSlash(env.S3_ENDPOINT),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL && withoutTrailingSlash(env.S3_PUBLIC_URL),
  };
}
