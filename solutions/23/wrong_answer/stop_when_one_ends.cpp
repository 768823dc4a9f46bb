// Scans the k heads for the smallest at every step, but the scan skips empty
// lists only at the start: it stops as soon as any list runs out, dropping
// what is left in the others.
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        vector<ListNode*> heads;
        for (ListNode* head : lists)
            if (head) heads.push_back(head);
        ListNode before;
        ListNode* tail = &before;
        while (!heads.empty()) {
            size_t best = 0;
            for (size_t i = 1; i < heads.size(); ++i)
                if (heads[i]->val < heads[best]->val) best = i;
            tail->next = heads[best];
            tail = tail->next;
            heads[best] = heads[best]->next;
            if (!heads[best]) break;  // <- the bug: should drop this list and go on with the others
        }
        tail->next = nullptr;
        return before.next;
    }
};
