declare module '../../events/events.types' {
  interface DomainEvents {
    /**
     * Sessions ended (logout, refresh-token reuse, password change or reset, deletion, blocking),
     * in the transaction that ended them: the live channel closes their sockets in every process.
     * `sessionId` null: every session of the user.
     */
    'session.revoked': { userId: string; sessionId: string | null };
  }
}

export {};
