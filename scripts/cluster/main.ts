/**
 * `npm run cluster`: PostgreSQL, an S3 store, three instances of the site and HAProxy in front, on one machine, to
 * see the site run as a cluster (docs/deploy.md). CLUSTER_PORT (8080) is the one port for users; the data lives in
 * CLUSTER_DATA_DIR (data/cluster). Ctrl-C stops everything.
 */
import path from 'node:path';
import { root, startCluster } from './cluster';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const dataDir = path.resolve(root, process.env.CLUSTER_DATA_DIR ?? 'data/cluster');
const cluster = await startCluster({ port, dataDir });
const demoLogin = path.join(dataDir, 'app1', 'demo-login.txt');
console.log(`
Tradeforge runs as a cluster at ${cluster.publicUrl} (HAProxy in front of ${cluster.instances
  .map((instance) => instance.port)
  .join(', ')}).
Logs: ${cluster.logs}. Demo login (a new database): ${demoLogin}.
Ctrl-C stops it.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster...');
    void cluster.stop().then(() => process.exit(0));
  });
