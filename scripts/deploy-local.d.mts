import type { ChildProcess } from "node:child_process";

interface Service {
  label: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | string | null>;
}

export interface LocalDeployment {
  httpsUrl: string;
  httpUrl: string;
  instances: (Service & { port: number })[];
  nginx: Service;
  certificate: string;
  stop: () => Promise<void>;
}

export function startLocalDeployment(options?: {
  dir?: string;
  httpPort?: number;
  httpsPort?: number;
  appPorts?: number[];
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<LocalDeployment>;
