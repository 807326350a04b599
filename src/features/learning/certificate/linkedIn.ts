interface LinkedInCertification {
  /** The course's title. */
  name: string;
  /** Who issued it: the school. */
  organizationName: string;
  /** When the course was completed. */
  issued: Date;
  certId: string;
  /** The certificate page's public address. */
  certUrl: string;
}

/**
 * LinkedIn's "Add to profile" address for a certification: the learner lands on the form with
 * the course, the school, the month and year and the number filled in.
 */
export function linkedInAddUrl({ name, organizationName, issued, certId, certUrl }: LinkedInCertification): string {
  const query: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', name],
    ['organizationName', organizationName],
    ['issueYear', String(issued.getFullYear())],
    ['issueMonth', String(issued.getMonth() + 1)],
    ['certId', certId],
    ['certUrl', certUrl],
  ];
  return `https://www.linkedin.com/profile/add?${query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
