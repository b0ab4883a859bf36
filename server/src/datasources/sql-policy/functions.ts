import type { DataSourceKind } from '../types';

/**
 * The functions console and dataset SQL may call, per dialect: computing on values (aggregates, windows, text,
 * numbers, dates, JSON, arrays) and the sleep functions (the time limit covers them). Everything else is refused by
 * name — on purpose that includes what reads or writes server files (LOAD_FILE, pg_read_file, pg_ls_dir, lo_*),
 * reaches other servers (dblink), touches other sessions (pg_terminate_backend), takes locks (GET_LOCK,
 * pg_advisory_lock), changes or reads session settings (set_config, current_setting), runs SQL held in a string
 * (query_to_xml), or is a user-defined function whose body nobody checked.
 *
 * Names are compared as the engine resolves them: MySQL and SQLite function names ignore case (kept in capitals
 * here); PostgreSQL folds unquoted names to lower case and keeps quoted ones, so a quoted "Upper" is another function.
 */
const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

const POSTGRES = words(`
  count sum avg min max array_agg string_agg bool_and bool_or every bit_and bit_or bit_xor json_agg jsonb_agg
  json_object_agg jsonb_object_agg stddev stddev_pop stddev_samp variance var_pop var_samp corr covar_pop covar_samp
  regr_avgx regr_avgy regr_count regr_intercept regr_r2 regr_slope regr_sxx regr_sxy regr_syy percentile_cont
  percentile_disc mode any_value grouping row_number rank dense_rank percent_rank cume_dist ntile lag lead
  first_value last_value nth_value
  abs ceil ceiling floor round trunc sign sqrt cbrt power exp ln log log10 mod div greatest least pi degrees radians
  sin cos tan asin acos atan atan2 cot random width_bucket gcd lcm factorial scale min_scale trim_scale
  length char_length character_length octet_length bit_length lower upper initcap concat concat_ws substring substr
  left right trim ltrim rtrim btrim lpad rpad replace translate position strpos split_part reverse repeat md5 sha224
  sha256 sha384 sha512 ascii chr starts_with regexp_replace regexp_match regexp_matches regexp_split_to_array
  regexp_split_to_table regexp_like regexp_count regexp_substr regexp_instr format quote_ident quote_literal
  quote_nullable to_hex encode decode normalize overlay string_to_array string_to_table array_to_string unistr
  num_nonnulls num_nulls gen_random_uuid
  now date_trunc date_part extract age to_char to_date to_timestamp to_number make_date make_time make_timestamp
  make_timestamptz make_interval date_bin justify_days justify_hours justify_interval clock_timestamp
  statement_timestamp transaction_timestamp timeofday isfinite date_add date_subtract timezone
  json_build_object jsonb_build_object json_build_array jsonb_build_array to_json to_jsonb json_extract_path
  json_extract_path_text jsonb_extract_path jsonb_extract_path_text json_array_length jsonb_array_length
  json_array_elements jsonb_array_elements json_array_elements_text jsonb_array_elements_text json_each jsonb_each
  json_each_text jsonb_each_text json_object_keys jsonb_object_keys json_typeof jsonb_typeof jsonb_pretty jsonb_set
  jsonb_insert jsonb_strip_nulls json_strip_nulls row_to_json array_to_json jsonb_path_query jsonb_path_exists
  jsonb_path_match jsonb_path_query_array jsonb_path_query_first
  array_length array_position array_positions array_remove array_replace array_append array_prepend array_cat
  array_dims array_lower array_upper cardinality unnest generate_series generate_subscripts array_fill
  to_tsvector to_tsquery plainto_tsquery phraseto_tsquery websearch_to_tsquery ts_rank ts_headline
  pg_typeof version current_database current_schema
  pg_sleep pg_sleep_for pg_sleep_until
`);

const MYSQL = words(`
  COUNT SUM AVG MIN MAX GROUP_CONCAT STD STDDEV STDDEV_POP STDDEV_SAMP VARIANCE VAR_POP VAR_SAMP BIT_AND BIT_OR
  BIT_XOR JSON_ARRAYAGG JSON_OBJECTAGG ROW_NUMBER RANK DENSE_RANK PERCENT_RANK CUME_DIST NTILE LAG LEAD FIRST_VALUE
  LAST_VALUE NTH_VALUE MEDIAN PERCENTILE_CONT PERCENTILE_DISC
  ABS CEIL CEILING FLOOR ROUND TRUNCATE SIGN SQRT POW POWER EXP LN LOG LOG2 LOG10 MOD PI DEGREES RADIANS SIN COS TAN
  ASIN ACOS ATAN ATAN2 COT RAND CONV CRC32 GREATEST LEAST
  LENGTH CHAR_LENGTH CHARACTER_LENGTH OCTET_LENGTH BIT_LENGTH LOWER LCASE UPPER UCASE CONCAT CONCAT_WS SUBSTRING
  SUBSTR SUBSTRING_INDEX MID LEFT RIGHT TRIM LTRIM RTRIM LPAD RPAD REPLACE REVERSE REPEAT SPACE INSTR LOCATE POSITION
  FIND_IN_SET FIELD ELT INSERT ASCII ORD CHAR HEX UNHEX FORMAT STRCMP SOUNDEX MD5 SHA1 SHA SHA2 TO_BASE64
  FROM_BASE64 QUOTE REGEXP_REPLACE REGEXP_SUBSTR REGEXP_INSTR REGEXP_LIKE BIN OCT UUID CHARSET COLLATION
  NOW CURRENT_TIMESTAMP CURRENT_DATE CURRENT_TIME CURDATE CURTIME SYSDATE UTC_DATE UTC_TIME UTC_TIMESTAMP LOCALTIME
  LOCALTIMESTAMP DATE TIME TIMESTAMP YEAR MONTH DAY DAYOFMONTH DAYOFWEEK DAYOFYEAR WEEK WEEKDAY WEEKOFYEAR YEARWEEK
  QUARTER HOUR MINUTE SECOND MICROSECOND DAYNAME MONTHNAME DATE_FORMAT TIME_FORMAT STR_TO_DATE DATE_ADD DATE_SUB
  ADDDATE SUBDATE ADDTIME SUBTIME DATEDIFF TIMEDIFF TIMESTAMPDIFF TIMESTAMPADD UNIX_TIMESTAMP FROM_UNIXTIME FROM_DAYS
  TO_DAYS TO_SECONDS SEC_TO_TIME TIME_TO_SEC MAKEDATE MAKETIME LAST_DAY PERIOD_ADD PERIOD_DIFF EXTRACT CONVERT_TZ
  GET_FORMAT
  IF IFNULL NULLIF COALESCE ISNULL INTERVAL CAST CONVERT BINARY
  JSON_EXTRACT JSON_UNQUOTE JSON_OBJECT JSON_ARRAY JSON_CONTAINS JSON_CONTAINS_PATH JSON_KEYS JSON_LENGTH JSON_TYPE
  JSON_VALID JSON_VALUE JSON_QUERY JSON_SEARCH JSON_DEPTH JSON_SET JSON_INSERT JSON_REPLACE JSON_REMOVE JSON_MERGE
  JSON_MERGE_PATCH JSON_MERGE_PRESERVE JSON_QUOTE JSON_TABLE JSON_PRETTY JSON_COMPACT JSON_DETAILED JSON_EXISTS
  JSON_OVERLAPS
  VERSION DATABASE SCHEMA
  SLEEP
`);

const SQLITE = words(`
  COUNT SUM TOTAL AVG MIN MAX GROUP_CONCAT STRING_AGG ROW_NUMBER RANK DENSE_RANK PERCENT_RANK CUME_DIST NTILE LAG
  LEAD FIRST_VALUE LAST_VALUE NTH_VALUE
  ABS CEIL CEILING FLOOR ROUND TRUNC SIGN SQRT POW POWER EXP LN LOG LOG2 LOG10 MOD PI DEGREES RADIANS SIN COS TAN
  ASIN ACOS ATAN ATAN2 RANDOM
  LENGTH OCTET_LENGTH LOWER UPPER SUBSTR SUBSTRING TRIM LTRIM RTRIM REPLACE INSTR CHAR UNICODE HEX UNHEX PRINTF FORMAT
  QUOTE SOUNDEX GLOB LIKE CONCAT CONCAT_WS
  DATE TIME DATETIME JULIANDAY UNIXEPOCH STRFTIME TIMEDIFF
  COALESCE IFNULL IIF NULLIF TYPEOF LIKELY UNLIKELY LIKELIHOOD CAST
  JSON JSON_ARRAY JSON_ARRAY_LENGTH JSON_EXTRACT JSON_INSERT JSON_OBJECT JSON_PATCH JSON_REMOVE JSON_REPLACE JSON_SET
  JSON_TYPE JSON_VALID JSON_QUOTE JSON_GROUP_ARRAY JSON_GROUP_OBJECT JSON_EACH JSON_TREE
  SQLITE_VERSION
`);

const ALLOWED: Readonly<Record<DataSourceKind, ReadonlySet<string>>> = {
  postgres: POSTGRES,
  mysql: MYSQL,
  sqlite: SQLITE,
};

/** Whether a (normalised, unqualified) function name may be called on this kind of source. */
export function functionAllowed(kind: DataSourceKind, name: string): boolean {
  return ALLOWED[kind].has(kind === 'postgres' ? name : name.toUpperCase());
}
