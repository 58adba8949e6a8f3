import type { Generated } from 'kysely';

/** Open reference data: subjects, places, languages and currencies, named in uk and en. */
export interface ReferenceTables {
  category_groups: { code: string; name_uk: string; name_en: string; sort_order: number };
  categories: {
    code: string;
    group_code: string;
    name_uk: string;
    name_en: string;
    sort_order: number;
    is_top: boolean;
  };
  countries: { code: string; name_uk: string; name_en: string; sort_order: number };
  cities: { code: string; country_code: string; name_uk: string; name_en: string; sort_order: number };
  spoken_languages: { code: string; name_uk: string; name_en: string; sort_order: number };
  currencies: { code: string; name_uk: string; name_en: string; symbol: string; sort_order: number };
}

/** Errors reported by clients (`{exception}` posted on uncaught and render errors). */
export interface SystemTables {
  schema_migrations: { version: string; applied_at: Generated<Date> };
  /** When each periodic job last did its work (jobs/job-runs.ts). */
  job_runs: { name: string; last_run_at: Date };
  exception_reports: {
    id: Generated<string>;
    message: string;
    user_agent: string | null;
    page_url: string | null;
    created_at: Generated<Date>;
  };
}
