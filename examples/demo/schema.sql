-- Tessera demo data: the tables the shipped templates (templates/*.json) query through the connection "demo".
-- Portable DDL: runs unchanged on SQLite, MariaDB/MySQL and PostgreSQL. Only INTEGER, BIGINT, VARCHAR(n),
-- DATE, TIMESTAMP and DECIMAL(p,s) are used. There is no auto-increment, no engine option and no dialect
-- function: the generator assigns every id. Statements end with a semicolon at the end of a line, so a loader
-- may split the file on that. Values that would need dialect date maths are precomputed by the generator
-- (days_since_register, complete_days, event_week, event_hour) and documented in examples/demo/README.md.

-- One row per registered user: the cohort attributes of retention, user type, channel and version reports.
-- complete_days counts the days with complete data from register_date on, the registration day included (today's
-- partial day is not complete): a day-N retention exists only when complete_days > N.
CREATE TABLE demo_users (
  user_id BIGINT NOT NULL PRIMARY KEY,
  register_date DATE NOT NULL,
  country VARCHAR(8) NOT NULL,
  channel VARCHAR(32) NOT NULL,
  user_type VARCHAR(16) NOT NULL,
  app_version VARCHAR(16) NOT NULL,
  platform VARCHAR(16) NOT NULL,
  complete_days INTEGER NOT NULL
);

CREATE INDEX demo_users_register_idx ON demo_users (register_date, channel);

-- One row per client event. country, platform and app_version are the values at the time of the event.
-- event_week is the Monday of the event's week, event_hour the hour (0-23) of event_time, and
-- days_since_register is event_date minus the user's register_date in days (0 on the day of registration).
CREATE TABLE app_events (
  event_date DATE NOT NULL,
  event_time TIMESTAMP NOT NULL,
  event_week DATE NOT NULL,
  event_hour INTEGER NOT NULL,
  user_id BIGINT NOT NULL,
  event_name VARCHAR(32) NOT NULL,
  entry VARCHAR(32),
  app_version VARCHAR(16) NOT NULL,
  country VARCHAR(8) NOT NULL,
  platform VARCHAR(16) NOT NULL,
  duration_sec INTEGER DEFAULT 0 NOT NULL,
  revenue DECIMAL(12,2) DEFAULT 0 NOT NULL,
  days_since_register INTEGER NOT NULL
);

CREATE INDEX app_events_date_name_idx ON app_events (event_date, event_name);
CREATE INDEX app_events_date_user_idx ON app_events (event_date, user_id);
CREATE INDEX app_events_week_idx ON app_events (event_week, user_id);
CREATE INDEX app_events_user_days_idx ON app_events (user_id, days_since_register);

-- One row per push campaign with its delivery counters (sent >= delivered >= opened >= clicked).
CREATE TABLE pushes (
  push_id BIGINT NOT NULL PRIMARY KEY,
  push_date DATE NOT NULL,
  push_week DATE NOT NULL,
  sent_at TIMESTAMP NOT NULL,
  push_type VARCHAR(32) NOT NULL,
  title VARCHAR(200) NOT NULL,
  country VARCHAR(8) NOT NULL,
  platform VARCHAR(16) NOT NULL,
  sent BIGINT DEFAULT 0 NOT NULL,
  delivered BIGINT DEFAULT 0 NOT NULL,
  opened BIGINT DEFAULT 0 NOT NULL,
  clicked BIGINT DEFAULT 0 NOT NULL
);

CREATE INDEX pushes_date_type_idx ON pushes (push_date, push_type);

-- One row per user and experiment: the variant the user was bucketed into ("control" is the baseline).
CREATE TABLE experiment_assignments (
  experiment_id INTEGER NOT NULL,
  experiment_name VARCHAR(100) NOT NULL,
  variant VARCHAR(32) NOT NULL,
  user_id BIGINT NOT NULL,
  assigned_date DATE NOT NULL,
  PRIMARY KEY (experiment_id, user_id)
);

CREATE INDEX experiment_assignments_date_idx ON experiment_assignments (assigned_date, experiment_id);
CREATE INDEX experiment_assignments_user_idx ON experiment_assignments (user_id);

-- One row per page view of the back office (the page-view statistics report).
CREATE TABLE page_visits (
  visit_date DATE NOT NULL,
  visit_time TIMESTAMP NOT NULL,
  user_id BIGINT NOT NULL,
  page_url VARCHAR(255) NOT NULL,
  page_name VARCHAR(100) NOT NULL,
  duration_sec INTEGER DEFAULT 0 NOT NULL
);

CREATE INDEX page_visits_date_page_idx ON page_visits (visit_date, page_url);
CREATE INDEX page_visits_date_user_idx ON page_visits (visit_date, user_id);
