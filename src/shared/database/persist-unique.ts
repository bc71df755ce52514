import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Persists and flushes `entity`, answering `refusal()` when a unique index refuses it (`constraint`: that
 * index only; else any). Two writes of one name at once both pass a handler's check; the index decides, as
 * a 409 rather than a 500. The failed insert leaves the unit of work, or the caller's next flush repeats it.
 */
export async function persistUnique(
  em: EntityManager,
  entity: object,
  refusal: () => Error,
  constraint?: string,
): Promise<void> {
  try {
    await em.persist(entity).flush();
  } catch (error) {
    if (
      error instanceof UniqueConstraintViolationException &&
      (constraint === undefined || error.message.includes(constraint))
    ) {
      em.clear();
      throw refusal();
    }
    throw error;
  }
}
