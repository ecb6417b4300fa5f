// The read-only public lists: company values, services and case studies (SPEC §3).

/** A title and a description, each in both languages. */
export type BilingualText = { titleEn: string; titleZh: string; descriptionEn: string; descriptionZh: string };

export type CompanyValue = BilingualText & { id: number; icon: string };

export type Service = BilingualText & {
  id: number;
  featuresEn: string[];
  featuresZh: string[];
  imagePath: string | null;
};

export type CaseStudy = BilingualText & {
  id: number;
  industryEn: string;
  industryZh: string;
  imagePath: string | null;
};
