export declare const SLOW_4G: {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};
export declare const WEB_VITALS_SCRIPT: string;
