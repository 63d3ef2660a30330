// The storage adapter the settings name: Postgres by default, Supabase Storage (S3) when STORAGE_PROVIDER=s3.
import type { TSettings } from '../settings'
import type { Db } from '../db/port'
import type { TStorage } from './port'
import { postgresStorage } from './postgres-storage'
import { s3Storage } from './s3-storage'

export function createStorage(settings: TSettings, db: Db): TStorage {
  if (settings.STORAGE_PROVIDER === 'local') return postgresStorage(db)
  // readSettings refuses s3 without all five, so these are set here.
  return s3Storage({
    endpoint: settings.STORAGE_S3_ENDPOINT!,
    region: settings.STORAGE_S3_REGION!,
    bucket: settings.STORAGE_S3_BUCKET!,
    accessKeyId: settings.STORAGE_S3_ACCESS_KEY_ID!,
    secretAccessKey: settings.STORAGE_S3_SECRET_ACCESS_KEY!,
  })
}
