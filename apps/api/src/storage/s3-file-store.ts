import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type FileStore, type S3Settings } from './file-store';

export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer> {
    checkKey(key);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    if (!answer.Body) throw new Error(`empty object ${key}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async stream(key: string): Promise<Readable> {
    checkKey(key);
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    if (!(answer.Body instanceof Readable)) throw new Error(`no stream for object ${key}`);
    return answer.Body;
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
