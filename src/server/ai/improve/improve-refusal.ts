import { AppError } from '../../errors';

/** An improvement that would change nothing or cannot be made with this writer: a 400 the menu shows, never charged. */
export class ImproveRefusal extends AppError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
    this.name = 'ImproveRefusal';
  }
}
