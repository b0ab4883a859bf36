/** Every table keeps snake_case timestamp columns, as the migrations create them. */
export const TIMESTAMPS = {
  underscored: true,
  timestamps: true,
  createdAt: 'created_at',
  updatedAt: 'updated_at',
} as const;

/** Soft-deleted tables: a row is hidden by deleted_at, so the recycle bin can restore it. */
export const PARANOID_TIMESTAMPS = { ...TIMESTAMPS, paranoid: true, deletedAt: 'deleted_at' } as const;
