// Types of contract.js (the CLI is plain JavaScript without a build step).
export const WIDGET_NAMES: string[];
export const HYDRATE_VALUES: string[];
export const APP_ALIASES: Record<
  'id' | 'versionId' | 'name' | 'packageName' | 'versionCode' | 'versionName' | 'iconUrl' | 'resourceType' |
  'categoryId' | 'subCategoryId' | 'requireId' | 'appOpExtInfo',
  string[]
>;
export const OTHER_ATTRIBUTES: string[];
export const CONFIG_SCRIPT_ID: string;
export const CONFIG_KEY_TYPES: Record<string, 'string' | 'object' | 'boolean' | 'boolean string'>;
export const CONFIG_ENVS: string[];
export const CONFIG_LOCALES: string[];
export const APP_ID: RegExp;
export const ID: RegExp;
export const RESOURCE_TYPES: string[];
export const DOWNLOAD_TIPS: string[];
export const TIPS_KINDS: string[];
export const DOWNLOAD_MODES: string[];
export const NATIVE_EXTRAS: string[];
export const SPECIAL_SOURCES: string[];
export const INT_LIMITS: Record<string, Record<string, number>>;
export const MAX_Q: number;
export const MAX_APP_IDS: number;
